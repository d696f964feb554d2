"""Closure-built train step that returns metric sums (not means) so they can be merged."""
import torch
import torch.nn.functional as F


def make_train_step(net, opt):
    def train_step(batch: dict) -> dict:
        opt.zero_grad()
        log_pred = net(batch)
        value = F.mse_loss(log_pred, torch.log(batch["dwell"]))
        value.backward()
        opt.step()
        n = batch["dwell"].shape[0]
        days = log_pred.detach().exp()
        return {"loss_sum": value * n,
                "abs_err_sum": (days - batch["dwell"]).abs().sum(),
                "count": n}
    return train_step


@torch.no_grad()
def eval_step(net, batch: dict) -> dict:
    log_pred = net(batch)
    n = batch["dwell"].shape[0]
    return {"loss_sum": F.mse_loss(log_pred, torch.log(batch["dwell"])) * n,
            "abs_err_sum": (log_pred.exp() - batch["dwell"]).abs().sum(), "count": n}
