import torch

from .mixins import PrintMixin, ThresholdMixin
from .utils import save_checkpoint


class BaseTrainer:
    hooks = ("after_step",)

    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self.optimizer = getattr(torch.optim, cfg["optimizer"])(model.parameters(), lr=cfg["lr"])
        self.scheduler = torch.optim.lr_scheduler.StepLR(self.optimizer, step_size=2, gamma=0.5)

    def run_hooks(self, outputs):
        for name in self.hooks:
            hook = getattr(self, name, None)
            if callable(hook):
                hook(outputs)

    def training_step(self, batch):
        raise NotImplementedError

    def fit(self, loader):
        for epoch in range(self.cfg["epochs"]):
            self.on_epoch_start()
            for batch in loader():
                self.optimizer.zero_grad()
                outputs = self.training_step(batch)
                outputs["loss"].backward()
                self.optimizer.step()
                self.run_hooks(outputs)
            self.scheduler.step()
            self.on_epoch_end(epoch)

    def on_epoch_start(self):
        pass

    def on_epoch_end(self, epoch):
        pass


class AnomalyTrainer(ThresholdMixin, PrintMixin, BaseTrainer):
    def on_epoch_start(self):
        self.model.train()
        self.reset_errors()

    def training_step(self, batch):
        recon = self.model(batch)
        per_window = ((recon - batch) ** 2).mean(dim=(1, 2))
        return {"loss": per_window.mean(), "per_window": per_window}

    def on_epoch_end(self, epoch):
        thr = self.calibrate()
        self.log(f"epoch {epoch} windows {sum(len(e) for e in self.window_errors)} threshold {thr:.4f}")
        save_checkpoint(self.cfg["ckpt"], model=self.model, threshold=thr)
