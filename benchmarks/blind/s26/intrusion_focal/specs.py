from dataclasses import dataclass


@dataclass(frozen=True)
class FocalSpec:
    gamma: float = 2.0
    alpha: float = 0.25


@dataclass(frozen=True)
class WeightedBCESpec:
    pos_weight: float = 10.0


SPEC_TYPES = {"focal": FocalSpec, "weighted_bce": WeightedBCESpec}


def parse_spec(section):
    section = dict(section)
    return SPEC_TYPES[section.pop("type")](**section)
