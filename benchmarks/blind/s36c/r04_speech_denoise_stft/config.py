from dataclasses import dataclass


@dataclass
class TrainConfig:
    sample_rate: int = 8000
    clip_len: int = 2048
    n_train: int = 96
    n_valid: int = 24
    snr_db: float = 5.0
    channels: int = 24
    fft_sizes: tuple = (64, 128, 256)
    hop_sizes: tuple = (16, 32, 64)
    win_lengths: tuple = (48, 96, 192)
    stft_weight: float = 1.0
    lr: float = 2e-3
    batch_size: int = 16
    epochs: int = 4
    seed: int = 0
    log_every: int = 3
