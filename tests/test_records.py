"""``@frozen`` classes behave as ``@dataclass(frozen=True)`` ones, with their methods from ``judge_cli/_records.py``."""

from __future__ import annotations

import dataclasses
import inspect
from pathlib import Path
from typing import Any

import pytest

from judge_cli import records
from judge_cli.records import REGISTERED, frozen, render

GENERATED = Path(records.__file__).with_name("_records.py")
RENDERED = render()  # imports every module of RECORD_MODULES: REGISTERED holds all their classes after it


def test_generated_methods_are_current() -> None:
    assert GENERATED.read_text(encoding="utf-8") == RENDERED, "run scripts/generate-schema"


def test_every_class_takes_its_methods_from_the_generated_module() -> None:
    assert len(REGISTERED) >= 40
    taken = {cls.__qualname__: cls.__init__.__code__.co_filename for cls, _fields in REGISTERED}
    assert all(Path(path).name == "_records.py" for path in taken.values()), taken


def _twin(cls: type[Any]) -> type[Any]:
    """The same fields through ``dataclass(frozen=True)`` itself."""
    fields = []
    for item in dataclasses.fields(cls):
        if item.default_factory is not dataclasses.MISSING:
            spec = dataclasses.field(default_factory=item.default_factory)
        elif item.default is not dataclasses.MISSING:
            spec = dataclasses.field(default=item.default)
        else:
            spec = dataclasses.field()
        fields.append((item.name, item.type, spec))
    twin = dataclasses.make_dataclass(cls.__name__, fields, frozen=True)
    twin.__qualname__ = cls.__qualname__
    return twin


def _values(cls: type[Any], marker: str) -> dict[str, Any]:
    """A value for every required field (``marker`` and the field's name: a string, hashable)."""
    return {item.name: f"{marker}-{item.name}" for item in dataclasses.fields(cls)
            if item.default is dataclasses.MISSING and item.default_factory is dataclasses.MISSING}


@pytest.mark.parametrize("cls", [cls for cls, _fields in REGISTERED], ids=lambda cls: cls.__qualname__)
def test_a_frozen_class_behaves_as_its_dataclass_twin(cls: type[Any]) -> None:
    twin = _twin(cls)
    assert str(inspect.signature(cls.__init__)) == str(inspect.signature(twin.__init__))
    assert cls.__init__.__annotations__ == twin.__init__.__annotations__
    assert cls.__match_args__ == twin.__match_args__
    assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen

    made, same, other = cls(**_values(cls, "a")), cls(**_values(cls, "a")), cls(**_values(cls, "b"))
    reference = twin(**_values(cls, "a"))
    assert repr(made) == repr(reference)
    assert made == same and made is not same
    assert (made == other) is (not _values(cls, "a"))  # classes with only defaulted fields: all equal
    assert made != reference  # another class: not equal, as dataclass compares classes first
    assert made.__eq__(object()) is NotImplemented
    try:
        hashed: int | None = hash(reference)
    except TypeError:  # a dict among the values (a default factory): the dataclass's hash fails alike
        hashed = None
    if hashed is None:
        with pytest.raises(TypeError):
            hash(made)
    else:
        assert hash(made) == hashed
    name = dataclasses.fields(cls)[0].name
    with pytest.raises(dataclasses.FrozenInstanceError, match=f"cannot assign to field '{name}'"):
        setattr(made, name, "changed")
    with pytest.raises(dataclasses.FrozenInstanceError, match=f"cannot delete field '{name}'"):
        delattr(made, name)
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'anything'"):
        made.anything = 1  # type: ignore[attr-defined]  # a frozen dataclass refuses new attributes too
    assert dataclasses.replace(made, **_values(cls, "b")) == other


def test_a_class_the_generated_module_does_not_know_is_a_plain_frozen_dataclass() -> None:
    @frozen
    class Unknown:
        """Not in the generated module (defined here): made by dataclass(frozen=True) itself."""

        size: int
        label: str = "x"

    made = Unknown(2)
    assert repr(made).endswith("Unknown(size=2, label='x')")
    assert made == Unknown(2, "x") and made != Unknown(3)
    assert Path(Unknown.__init__.__code__.co_filename).name != "_records.py"
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.size = 3  # type: ignore[misc]


def test_a_changed_class_falls_back_to_dataclass_instead_of_stale_methods() -> None:
    known = next(cls for cls, _fields in REGISTERED if cls.__qualname__ == "Requirement")

    namespace = {"__module__": known.__module__, "__qualname__": known.__qualname__, "__doc__": "A changed copy.",
                 "__annotations__": {"types": "tuple[str, ...]", "added": "int"}, "types": (), "added": 0}
    changed = frozen(type("Requirement", (), namespace))
    assert Path(changed.__init__.__code__.co_filename).name != "_records.py"
    assert changed(added=2).added == 2
