import torch

from constraints import MaskKeeper, max_norm_
from ema import ModelEMA
from models import KeypointRegressor
from trainer import Trainer


class Hooks:
    def __init__(self, net):
        self.ema = ModelEMA(net)
        self.mask = MaskKeeper(net.head, keep=0.5)

    def after_step(self, trainer):
        max_norm_(trainer.net.head)
        self.mask()
        self.ema.update(trainer.net)


def main():
    torch.manual_seed(0)
    regressor = KeypointRegressor()
    regressor.reset_head()
    adamw = torch.optim.AdamW(regressor.parameters(), lr=2e-3, weight_decay=1e-4)
    data = [(torch.randn(8, 1, 24, 24), torch.rand(8, 8)) for _ in range(6)]
    hooks = Hooks(regressor)
    Trainer(regressor, adamw, callbacks=[hooks]).fit(data)
    print("ema head bias", hooks.ema.shadow.head.bias[:2].tolist())


if __name__ == "__main__":
    main()
