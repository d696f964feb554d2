from dataclasses import dataclass


@dataclass
class OCRConfig:
    hidden_size: int = 64
    min_digits: int = 3
    max_digits: int = 5
    strip_width: int = 32
    noise: float = 0.25
    batch_size: int = 32
    n_iters: int = 250
    encoder_lr: float = 2e-3
    decoder_lr: float = 4e-3
    teacher_forcing_ratio: float = 0.5
    clip: float = 1.0
    print_every: int = 50
    seed: int = 0
