import os

import torch

from .utils.misc import is_main_process, unwrap_model


class BestCheckpointHook:
    def __init__(self, out_dir, metric="val_ql"):
        self.out_dir, self.metric, self.best = out_dir, metric, float("inf")

    def after_epoch(self, trainer, stats):
        if stats[self.metric] < self.best:
            self.best = stats[self.metric]
            if self.out_dir and is_main_process():
                os.makedirs(self.out_dir, exist_ok=True)
                torch.save(unwrap_model(trainer.model).state_dict(),
                           os.path.join(self.out_dir, "best.pth"))
