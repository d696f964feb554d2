import torch

from rt60_learner.schedule import one_cycle


def trainable_params(model):
    return (p for p in model.parameters() if p.requires_grad)


class Learner:
    """A pocket version of the fastai Learner this group is used to."""

    def __init__(self, data, model, loss_func, opt_func, splitter=trainable_params):
        self.data = data
        self.model = model
        self.loss_func = loss_func
        self.opt_func = opt_func
        self.params = splitter(model)
        self.opt = None

    def create_opt(self, lr):
        self.opt = self.opt_func(self.params, lr=lr)

    def _set_hypers(self, lr, mom):
        for group in self.opt.param_groups:
            group["lr"] = lr
            if "betas" in group:
                group["betas"] = (mom, group["betas"][1])
            else:
                group["momentum"] = mom

    def zero_grad(self):
        for p in self.params:
            p.grad = None

    def one_batch(self, xb, yb):
        self.zero_grad()
        loss = self.loss_func(self.model(xb), yb)
        loss.backward()
        self.opt.step()
        return loss.item()

    def fit_one_cycle(self, n_epoch, lr_max):
        if self.opt is None:
            self.create_opt(lr_max)
        schedule = one_cycle(lr_max)
        total = n_epoch * self.data.batches_per_epoch
        done = 0
        for epoch in range(n_epoch):
            self.model.train()
            losses = []
            for xb, yb in self.data.train():
                self._set_hypers(*schedule(done / total))
                losses.append(self.one_batch(xb, yb))
                done += 1
            print(f"epoch {epoch}  train_loss {sum(losses) / len(losses):.4f}  valid {self.validate()}")

    @torch.no_grad()
    def validate(self):
        self.model.eval()
        xb, yb = self.data.valid
        pred = self.model(xb)
        return {"mae_ms": round(1000 * (pred - yb).abs().mean().item(), 1),
                "within_10pct": round(((pred - yb).abs() < 0.1 * yb).float().mean().item(), 3)}
