from dataclasses import dataclass


@dataclass
class Config:
    n_freq: int = 33
    frames: int = 40
    hidden: int = 64
    n_train: int = 128
    batch_size: int = 16
    epochs: int = 2
    lr_enh: float = 1e-3
    lr_vad: float = 3e-3
    seed: int = 5
    ckpt: str = "enhancer.pt"
