from dataclasses import dataclass

from torch import nn


@dataclass(frozen=True)
class Stage:
    hill: str
    epochs: int
    dropout: float
    k_point: float


def enter_stage(model, stage):
    model.head = model.heads[stage.hill]
    model.dropout = nn.Dropout(stage.dropout)
    model.k_point.fill_(stage.k_point)
    return model


SCHEDULE = (
    Stage(hill="HS106", epochs=6, dropout=0.0, k_point=95.0),
    Stage(hill="HS140", epochs=6, dropout=0.1, k_point=125.0),
)

