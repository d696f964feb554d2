from dataclasses import dataclass

import torch


@dataclass
class RunConfig:
    racks: int = 8
    samples: int = 4096
    batch: int = 128
    hidden: int = 96
    epochs: int = 5
    lr: float = 2e-3
    weight_decay: float = 1e-4
    amp: bool = torch.cuda.is_available()
    log_every: int = 16
    seed: int = 0

    @property
    def device(self):
        return torch.device("cuda" if torch.cuda.is_available() else "cpu")

    @property
    def amp_dtype(self):
        return torch.float16 if self.device.type == "cuda" else torch.bfloat16
