from dataclasses import dataclass


@dataclass
class Options:
    z_dim: int = 8
    x_dim: int = 2
    width: int = 32
    pool_size: int = 64
    lr_g: float = 1e-3
    lr_d: float = 1e-3
    optimizer: str = "Adam"
    batch: int = 32
    n_iters: int = 40
