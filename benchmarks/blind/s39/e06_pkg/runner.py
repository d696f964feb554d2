"""Runner, train loop and hooks."""
import torch

from .optim import build_optim_wrappers


class Hook:
    def before_train_epoch(self, runner):
        pass

    def after_train_iter(self, runner, outputs):
        pass

    def after_train_epoch(self, runner):
        pass


class LoggerHook(Hook):
    def __init__(self, interval=20):
        self.interval = interval

    def after_train_iter(self, runner, outputs):
        if runner.iter % self.interval == 0:
            sig = runner.weighting.log_vars.detach().exp().sqrt().tolist()
            print(f"iter {runner.iter:4d} total {outputs['total']:.3f} "
                  f"sigma " + " ".join(f"{s:.2f}" for s in sig))


class ValHook(Hook):
    def after_train_epoch(self, runner):
        rmse = runner.val_loop.run()
        print(f"epoch {runner.epoch}: val rmse " +
              " ".join(f"{k}={v:.3f}" for k, v in rmse.items()))


class TrainLoop:
    def __init__(self, runner, loader_fn, max_epochs):
        self.runner, self.loader_fn, self.max_epochs = runner, loader_fn, max_epochs

    def run_iter(self, batch):
        r = self.runner
        losses = r.model.train_step(batch)
        total = r.weighting(losses)
        r.optim_wrapper["model"].zero_grad()
        total.backward()
        r.optim_wrapper["model"].step()
        r.optim_wrapper["weighting"].step()
        return {"total": total.item()}

    def run(self):
        r = self.runner
        for r.epoch in range(self.max_epochs):
            r.model.train()
            r.call_hook("before_train_epoch")
            for batch in self.loader_fn():
                r.iter += 1
                outputs = self.run_iter(batch)
                r.call_hook("after_train_iter", outputs=outputs)
            r.call_hook("after_train_epoch")


class ValLoop:
    def __init__(self, runner, data):
        self.runner, self.data = runner, data

    @torch.no_grad()
    def run(self):
        model = self.runner.model
        model.eval()
        spectra, targets = self.data
        preds = model(spectra)
        return {t: (preds[t] - targets[:, i]).pow(2).mean().sqrt().item()
                for i, t in enumerate(model.heads)}


class Runner:
    def __init__(self, model, weighting, optim_cfg, train_fn, val_data, max_epochs, hooks):
        self.model, self.weighting = model, weighting
        self.optim_wrapper = build_optim_wrappers(optim_cfg, {"model": model,
                                                              "weighting": weighting})
        self.train_loop = TrainLoop(self, train_fn, max_epochs)
        self.val_loop = ValLoop(self, val_data)
        self.hooks = list(hooks)
        self.epoch = self.iter = 0

    def call_hook(self, name, **kwargs):
        for hook in self.hooks:
            getattr(hook, name)(self, **kwargs)

    def train(self):
        self.train_loop.run()
        return self.model
