"""python -m e07_pkg.train"""
import torch

from .callbacks import EpochPrinter, TaskGradientMonitor
from .features import UtteranceData
from .module import EmotionModule
from .trainer import Trainer


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = UtteranceData()
    module = EmotionModule()
    trainer = Trainer(max_epochs=3, gradient_clip_val=2.0,
                      callbacks=[TaskGradientMonitor(every=10), EpochPrinter()])
    trainer.fit(module, data)


if __name__ == "__main__":
    main()
