import functools

import torch


class OptimizerMixin:
    """Owns optimizer + scheduler creation and the update itself."""
    optimizer_factory = functools.partial(torch.optim.AdamW, lr=2e-3, weight_decay=1e-2)
    max_grad_norm = 2.0

    def configure_optimizers(self, total_steps):
        self._optim = {"opt": self.optimizer_factory(self.module.parameters())}
        self._optim["sched"] = torch.optim.lr_scheduler.OneCycleLR(
            self._optim["opt"], max_lr=self._optim["opt"].defaults["lr"], total_steps=total_steps)

    @property
    def optimizer(self):
        return self._optim["opt"]

    def backward_pass(self, loss):
        loss.backward()
        if self.max_grad_norm:
            self.state["grad_norm"] = float(torch.nn.utils.clip_grad_norm_(self.module.parameters(),
                                                                           self.max_grad_norm))

    def optimizer_step(self):
        self.optimizer.zero_grad(set_to_none=True)
        self.optimizer.step()
        self._optim["sched"].step()


class HistoryMixin:
    def record(self, **kv):
        for k, v in kv.items():
            self.state.setdefault("history", {}).setdefault(k, []).append(v)

    def last_mean(self, key, n):
        vals = self.state["history"][key][-n:]
        return sum(vals) / len(vals)
