import torch.nn as nn

from .adapters import LoRALinear


class WobbleNet(nn.Module):
    def __init__(self, n_in=6, hidden=48, n_out=2):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Linear(n_in, hidden), nn.GELU(),
            nn.Linear(hidden, hidden), nn.GELU(),
        )
        self.head = nn.Linear(hidden, n_out)

    def forward(self, x):
        return self.head(self.encoder(x))

    def freeze_backbone(self):
        self.encoder.requires_grad_(False)

    def inject_lora(self, rank, alpha):
        for idx, layer in enumerate(self.encoder):
            if isinstance(layer, nn.Linear):
                self.encoder[idx] = LoRALinear(layer, rank=rank, alpha=alpha)
        return self

    def lora_layers(self):
        return [m for m in self.modules() if isinstance(m, LoRALinear)]
