"""python -m mg05_pkg.run"""
import torch
import torch.nn.functional as F

from . import nets  # noqa: F401
from .hooks import Hook  # noqa: F401
from .jumps import JumpData
from .registry import HOOKS, MODELS, build_from_cfg


class Runner:
    def __init__(self, model, data, optimizer, hooks, max_epochs):
        self.model, self.data, self.max_epochs = model, data, max_epochs
        opt = dict(optimizer)
        self.optimizer = getattr(torch.optim, opt.pop("type"))(self.model.parameters(), **opt)
        self.scheduler = torch.optim.lr_scheduler.OneCycleLR(
            self.optimizer, max_lr=opt["lr"], total_steps=max_epochs * data.steps_per_epoch)
        self.hooks = sorted((build_from_cfg(h, HOOKS) for h in hooks), key=lambda h: h.priority)
        self.iter = self.epoch = 0
        self.ema_model = None

    def call_hook(self, name):
        for h in self.hooks:
            getattr(h, name)(self)

    def train_step(self, batch):
        raise NotImplementedError

    def evaluate(self, net):
        raise NotImplementedError

    def run(self):
        self.call_hook("before_run")
        for self.epoch in range(self.max_epochs):
            self.model.train()
            for batch in self.data.train_batches():
                self.outputs = self.train_step(batch)
                self.call_hook("after_train_iter")
                self.iter += 1
            self.call_hook("after_train_epoch")
        self.call_hook("after_run")


class ReboundRunner(Runner):
    def train_step(self, batch):
        x, y = batch
        return {"loss": F.smooth_l1_loss(self.model(x), y, beta=0.5)}

    def evaluate(self, net):
        was_training = net.training
        net.eval()
        x, y = self.data.val
        mae = (net(x) - y).abs().mean().item()
        net.train(was_training)
        return mae


cfg = dict(
    model=dict(type="rebound_mlp", width=64, blocks=2),
    optimizer=dict(type="AdamW", lr=4e-3, weight_decay=1e-4),
    hooks=[dict(type="OptimizerHook"), dict(type="EMAHook", momentum=0.05), dict(type="EvalHook", interval=3)],
    max_epochs=15,
)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = JumpData()
    model = build_from_cfg(cfg["model"], MODELS)
    runner = ReboundRunner(model, data, cfg["optimizer"], cfg["hooks"], cfg["max_epochs"])
    runner.run()
    y = data.val[1]
    with torch.inference_mode():
        final = runner.evaluate(runner.model)
    print(f"final val MAE {final:.3f} m (predicting the mean: {(y - y.mean()).abs().mean():.3f} m)")


if __name__ == "__main__":
    main()
