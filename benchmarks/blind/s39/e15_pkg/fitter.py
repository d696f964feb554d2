"""Generic fitter; optimiser handling lives in a mixin so other fitters can reuse it."""
import torch


class OptimizerMixin:
    optimizer = None
    scheduler = None

    def setup_optimization(self, module):
        conf = module.configure_optimizers()
        self.optimizer = conf["optimizer"]
        self.scheduler = conf.get("scheduler")

    def optimizer_step(self):
        self.optimizer.zero_grad(set_to_none=True)
        self.optimizer.step()
        if self.scheduler is not None:
            self.scheduler.step()


class Fitter(OptimizerMixin):
    def __init__(self, accelerator, max_epochs=5):
        self.accelerator = accelerator
        self.max_epochs = max_epochs
        self.epoch = 0

    def fit(self, module, data):
        self.setup_optimization(module)
        module, self.optimizer, self.scheduler = self.accelerator.prepare(
            module, self.optimizer, self.scheduler)
        for self.epoch in range(self.max_epochs):
            module.train()
            for batch in data.train_loader():
                loss = module.training_step(batch)
                self.accelerator.backward(loss)
                self.accelerator.clip_grad_norm_(module.parameters())
                self.optimizer_step()
            print(f"epoch {self.epoch}: " + self.validate(module, data))

    @torch.no_grad()
    def validate(self, module, data):
        module.eval()
        errs = [self.accelerator.gather(module.validation_step(b)) for b in data.val_loader()]
        err = torch.cat(errs)
        mae, worst = err.abs().mean().item() * 100, err.abs().max().item() * 100
        return f"val SOH MAE {mae:.2f} pts, max {worst:.2f}"
