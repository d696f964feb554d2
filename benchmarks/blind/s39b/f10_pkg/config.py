from dataclasses import dataclass, field
from typing import Any, Dict, Tuple


@dataclass
class CorpusConfig:
    n_utts: int = 96
    frames: int = 48
    n_mels: int = 40
    context: int = 2


@dataclass
class OptimConfig:
    name: str = "Adam"
    kwargs: Dict[str, Any] = field(default_factory=lambda: {"lr": 2e-4, "betas": (0.5, 0.9)})


@dataclass
class Config:
    corpus: CorpusConfig = field(default_factory=CorpusConfig)
    gen_optim: OptimConfig = field(default_factory=OptimConfig)
    critic_optim: OptimConfig = field(default_factory=lambda: OptimConfig(kwargs={"lr": 1e-4, "betas": (0.5, 0.9)}))
    schedule: Tuple[str, ...] = ("critic", "generator")
    lambda_rec: float = 10.0
    hidden: int = 128
    epochs: int = 4
    batch_frames: int = 256
    seed: int = 0
