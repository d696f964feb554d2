from __future__ import annotations

import argparse
from typing import Any, Dict, List

import torch
from torch import nn

from .data import ThermalPVDataset
from .detector import build_detector, build_optim

CFG: Dict[str, Any] = dict(
    model=dict(
        backbone=dict(type="ThermalNet", in_channels=1, stage_channels=(16, 32, 64)),
        neck=dict(type="FPN", out_channels=32),
        head=dict(type="CenterHead", num_classes=2, feat_channels=32),
    ),
    lr=2e-3, milestones=[6], epochs=8, batch_size=16, grad_clip=10.0,
)


class Hook:
    def before_run(self, runner: "Runner") -> None: ...
    def after_train_iter(self, runner: "Runner") -> None: ...
    def after_train_epoch(self, runner: "Runner") -> None: ...


class OptimizerHook(Hook):
    def __init__(self, grad_clip: float) -> None:
        self.grad_clip = grad_clip

    def after_train_iter(self, runner: "Runner") -> None:
        runner.optimizer.zero_grad()
        runner.scaler.scale(runner.outputs["loss"]).backward()
        runner.scaler.unscale_(runner.optimizer)
        nn.utils.clip_grad_norm_(runner.model.parameters(), self.grad_clip)
        runner.scaler.step(runner.optimizer)
        runner.scaler.update()


class TextLoggerHook(Hook):
    def before_run(self, runner: "Runner") -> None:
        self.history: List[float] = []

    def after_train_iter(self, runner: "Runner") -> None:
        self.history.append(runner.outputs["log_vars"]["loss"])

    def after_train_epoch(self, runner: "Runner") -> None:
        recall = runner.evaluate()
        mean = sum(self.history) / len(self.history)
        print(f"Epoch [{runner.epoch + 1}/{runner.max_epochs}] loss: {mean:.4f}  "
              f"center_recall: {recall:.3f}")
        self.history.clear()


class Runner:
    def __init__(self, model: nn.Module, cfg: Dict[str, Any], train_set: ThermalPVDataset,
                 val_set: ThermalPVDataset) -> None:
        self.model, self.cfg = model, cfg
        self.optimizer, self.scheduler, self.scaler = build_optim(model, cfg)
        self.train_set, self.val_set = train_set, val_set
        self.max_epochs = cfg["epochs"]
        self.hooks: List[Hook] = []
        self.outputs: Dict[str, Any] = {}

    def register_hook(self, hook: Hook) -> None:
        self.hooks.append(hook)

    def call_hook(self, fn_name: str) -> None:
        for hook in self.hooks:
            getattr(hook, fn_name)(self)

    @staticmethod
    def parse_losses(losses: Dict[str, torch.Tensor]) -> Dict[str, Any]:
        loss = sum(v for k, v in losses.items() if k.startswith("loss"))
        log_vars = {k: v.item() for k, v in losses.items()}
        log_vars["loss"] = loss.item()
        return {"loss": loss, "log_vars": log_vars}

    @torch.no_grad()
    def evaluate(self) -> float:
        self.model.eval()
        out = self.model(self.val_set.images)
        peaks = self.model.bbox_head.peaks(out["heatmap"])
        gt = self.val_set.targets["heatmap"] == 1
        return float((peaks & gt).sum() / gt.sum())

    def run(self) -> None:
        self.call_hook("before_run")
        for self.epoch in range(self.max_epochs):
            self.model.train()
            for img, targets in self.train_set.loader(self.cfg["batch_size"], self.epoch):
                self.outputs = self.parse_losses(self.model.forward_train(img, targets))
                self.call_hook("after_train_iter")
            self.scheduler.step()
            self.call_hook("after_train_epoch")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=CFG["epochs"])
    ap.add_argument("--n-train", type=int, default=128)
    args = ap.parse_args()
    torch.manual_seed(0)
    cfg = dict(CFG, epochs=args.epochs)
    model = build_detector(cfg)
    runner = Runner(model, cfg, ThermalPVDataset(args.n_train, seed=3), ThermalPVDataset(48, seed=4))
    runner.register_hook(OptimizerHook(cfg["grad_clip"]))
    runner.register_hook(TextLoggerHook())
    runner.run()


if __name__ == "__main__":
    main()
