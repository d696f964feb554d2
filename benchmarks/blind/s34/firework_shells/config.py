from dataclasses import dataclass, field


@dataclass
class ShellConfig:
    effects: tuple = ("peony", "chrysanthemum", "willow", "crossette")
    new_effect: str = "palm"
    hidden: int = 64
    optimizer: str = "Adam"
    optim_kwargs: dict = field(default_factory=lambda: {"lr": 3e-3})
    batch_size: int = 64
    base_epochs: int = 10
    new_epochs: int = 10
