"""``@frozen`` and ``@record`` classes behave as ``@dataclass(frozen=True)`` and ``@dataclass`` ones, with their methods
from ``judge_cli/_records.py``."""

from __future__ import annotations

import dataclasses
import inspect
import re
from pathlib import Path
from typing import Any

import pytest

from judge_cli import records
from judge_cli.records import REGISTERED, frozen, record, render

GENERATED = Path(records.__file__).with_name("_records.py")
RENDERED = render()  # imports every module of RECORD_MODULES: REGISTERED holds all their classes after it


def test_generated_methods_are_current() -> None:
    assert GENERATED.read_text(encoding="utf-8") == RENDERED, "run scripts/generate-schema"


def test_every_class_takes_its_methods_from_the_generated_module() -> None:
    assert len(REGISTERED) >= 50
    taken = {cls.__qualname__: cls.__init__.__code__.co_filename for cls, _fields in REGISTERED}
    assert all(Path(path).name == "_records.py" for path in taken.values()), taken


def _twin(cls: type[Any], frozen: bool) -> type[Any]:
    """The same fields (and ``__post_init__``) through ``dataclass`` itself."""
    fields = []
    for item in dataclasses.fields(cls):
        flags = {"repr": item.repr, "compare": item.compare}
        if item.default_factory is not dataclasses.MISSING:
            spec = dataclasses.field(default_factory=item.default_factory, **flags)
        elif item.default is not dataclasses.MISSING:
            spec = dataclasses.field(default=item.default, **flags)
        else:
            spec = dataclasses.field(**flags)
        fields.append((item.name, item.type, spec))
    namespace = {"__post_init__": cls.__post_init__} if hasattr(cls, "__post_init__") else {}
    twin = dataclasses.make_dataclass(cls.__name__, fields, frozen=frozen, namespace=namespace)
    twin.__qualname__ = cls.__qualname__
    return twin


def _described(item: dataclasses.Field[Any]) -> tuple[Any, ...]:
    """Everything a field holds (its kind of field included: a real one, not a ClassVar or an InitVar)."""
    return (item.name, item.type, item.default, item.default_factory, item.init, item.repr, item.hash, item.compare,
            dict(item.metadata), item.kw_only, item._field_type)  # type: ignore[attr-defined]


def _default_attribute(cls: type[Any], name: str) -> Any:
    """The class attribute of a field: its default, or absent (``dataclass`` takes ``field()`` objects away)."""
    return cls.__dict__.get(name, "<absent>")


def _unplaced(text: str) -> str:
    """``text`` without the addresses of objects that have no repr of their own."""
    return re.sub(r" at 0x[0-9a-f]+", "", text)


def _values(cls: type[Any], marker: str) -> dict[str, Any]:
    """A value for every required field (``marker`` and the field's name: a string, hashable)."""
    return {item.name: f"{marker}-{item.name}" for item in dataclasses.fields(cls)
            if item.default is dataclasses.MISSING and item.default_factory is dataclasses.MISSING}


@pytest.mark.parametrize(("cls", "frozen"), [(cls, shape[0]) for cls, shape in REGISTERED],
                         ids=lambda value: getattr(value, "__qualname__", str(value)))
def test_a_class_behaves_as_its_dataclass_twin(cls: type[Any], frozen: bool) -> None:
    twin = _twin(cls, frozen)
    assert str(inspect.signature(cls.__init__)) == str(inspect.signature(twin.__init__))
    assert cls.__init__.__annotations__ == twin.__init__.__annotations__
    assert cls.__match_args__ == twin.__match_args__
    assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen is frozen
    assert repr(cls.__dataclass_params__) == repr(twin.__dataclass_params__)
    assert [_described(item) for item in dataclasses.fields(cls)] == [
        _described(item) for item in dataclasses.fields(twin)]
    assert all(_default_attribute(cls, item.name) == _default_attribute(twin, item.name)
               for item in dataclasses.fields(cls))

    made, same, other = cls(**_values(cls, "a")), cls(**_values(cls, "a")), cls(**_values(cls, "b"))
    reference = twin(**_values(cls, "a"))
    assert _unplaced(repr(made)) == _unplaced(repr(reference))
    # Equal when their fields are (a __post_init__ may make a new object of its own for each: then not, as there).
    assert (made == same) is (reference == twin(**_values(cls, "a")))
    assert (made == other) is (reference == twin(**_values(cls, "b")))
    assert made == same or hasattr(cls, "__post_init__")
    assert made != reference  # another class: not equal, as dataclass compares classes first
    assert made.__eq__(object()) is NotImplemented
    try:
        hashed: int | None = hash(reference)
    except TypeError:  # a mutable dataclass, or a dict among the values (a default factory): no hash either
        hashed = None
    if hashed is None:
        with pytest.raises(TypeError):
            hash(made)
    else:
        assert hash(made) == hashed
    replaced = dataclasses.replace(made, **_values(cls, "b"))
    assert all(getattr(replaced, key) == value for key, value in _values(cls, "b").items())
    name = dataclasses.fields(cls)[0].name
    if not frozen:
        setattr(made, name, "changed")
        assert getattr(made, name) == "changed" and made != same
        return
    with pytest.raises(dataclasses.FrozenInstanceError, match=f"cannot assign to field '{name}'"):
        setattr(made, name, "changed")
    with pytest.raises(dataclasses.FrozenInstanceError, match=f"cannot delete field '{name}'"):
        delattr(made, name)
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'anything'"):
        made.anything = 1  # a frozen dataclass refuses new attributes too


def test_a_field_out_of_the_repr_and_the_comparison_stays_out() -> None:
    from judge_cli.search.matches import Match

    found = Match("id", "en", "Name", 90.0, order=(90.4, 1, 7))
    assert found == Match("id", "en", "Name", 90.0) and hash(found) == hash(Match("id", "en", "Name", 90.0))
    assert repr(found) == "Match(card_id='id', lang='en', matched='Name', score=90.0)"
    assert found != Match("id", "en", "Name", 91.0)


def test_post_init_runs_after_the_fields_are_set() -> None:
    reasoning = next(cls for cls, _shape in REGISTERED if cls.__qualname__ == "Reasoning")
    made = reasoning(corpus="a corpus", lang="en")
    assert made.sources is not None and made.sources.corpus == "a corpus"  # __post_init__ made them from the corpus


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

    @record
    class Mutable:
        """Not in the generated module either: made by dataclass itself."""

        size: int

    changing = Mutable(2)
    changing.size = 3
    assert changing == Mutable(3) and Mutable.__hash__ is None


def test_a_changed_class_falls_back_to_dataclass_instead_of_stale_methods() -> None:
    known = next(cls for cls, _fields in REGISTERED if cls.__qualname__ == "Requirement")

    namespace = {"__module__": known.__module__, "__qualname__": known.__qualname__, "__doc__": "A changed copy.",
                 "__annotations__": {"types": "tuple[str, ...]", "added": "int"}, "types": (), "added": 0}
    changed = frozen(type("Requirement", (), namespace))
    assert Path(changed.__init__.__code__.co_filename).name != "_records.py"
    assert changed(added=2).added == 2


def _method(self: object) -> int:
    return 1


def _sample(name: str) -> type[Any]:
    """A new undecorated class with every kind of field the generated code covers."""
    namespace = {"__module__": __name__, "__qualname__": name, "__doc__": "A sample.",
                 "__annotations__": {"size": "int", "label": "str", "hidden": "int", "items": "list[int]",
                                     "loose": "dict[str, int]", "kept": "str"},
                 "label": "x", "hidden": dataclasses.field(default=3, repr=False),
                 "items": dataclasses.field(default_factory=list),
                 "loose": dataclasses.field(default_factory=dict, repr=False, compare=False),
                 "kept": dataclasses.field(compare=False), "method": _method}
    return type(name, (), namespace)


def test_a_class_is_made_a_dataclass_as_dataclass_makes_it() -> None:
    mine, reference = _sample("Sample"), _sample("Sample")
    assert records._as_dataclass(mine, False) or records._FIELD is None
    dataclasses.dataclass(init=False, repr=False, eq=False)(reference)
    assert [_described(item) for item in dataclasses.fields(mine)] == [
        _described(item) for item in dataclasses.fields(reference)]
    assert repr(mine.__dataclass_params__) == repr(reference.__dataclass_params__)
    skipped = ("__dataclass_fields__", "__dataclass_params__", "__dict__", "__weakref__")  # compared above, or new
    assert vars(mine).keys() == vars(reference).keys()
    assert all(value == vars(reference)[key] for key, value in vars(mine).items() if key not in skipped)


def test_what_signature_does_not_check_is_left_to_dataclass() -> None:
    mutable = type("Mutable", (), {"__doc__": "A list as a default.", "__annotations__": {"items": "list[int]"},
                                   "items": []})
    assert not records._as_dataclass(mutable, False) and not dataclasses.is_dataclass(mutable)
    with pytest.raises(ValueError, match="mutable default"):
        dataclasses.dataclass(mutable)
    stray = type("Stray", (), {"__doc__": "A field without annotation.", "__annotations__": {},
                               "size": dataclasses.field(default=1)})
    assert not records._as_dataclass(stray, False)
    base = type("Base", (), {"size": 2})
    inherited = type("Inherited", (base,), {"__doc__": "Its default inherited.", "__annotations__": {"size": "int"}})
    assert not records._as_dataclass(inherited, False)
