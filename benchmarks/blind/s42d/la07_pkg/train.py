import torch
import torch.nn.functional as F

from . import clues, hooks
from .model import ClueNet


def step(net, opt, batch, target, giveup_weight=0.5):
    t_hat, g_logit = net(batch)
    loss_time = F.mse_loss(t_hat, (target["log_s"] - clues.LOG_S_CENTRE) / clues.LOG_S_SCALE)
    loss_giveup = F.binary_cross_entropy_with_logits(g_logit, target["gave_up"])
    opt.zero_grad()
    (loss_time + giveup_weight * loss_giveup).backward()
    opt.step()
    return loss_time.item(), loss_giveup.item()


@torch.no_grad()
def check(net, batch, target):
    net.eval()
    t_hat, g_logit = net(batch)
    net.train()
    seconds = (t_hat * clues.LOG_S_SCALE + clues.LOG_S_CENTRE).exp()
    minutes_err = (seconds - target["log_s"].exp()).abs().median().item() / 60
    acc = ((g_logit > 0).float() == target["gave_up"]).float().mean().item()
    return minutes_err, acc


def main(epochs=10, batch=128):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(4)
    x_tr, y_tr = clues.clue_bank(3000, gen)
    x_va, y_va = clues.clue_bank(600, gen)

    net = ClueNet(len(clues.CLUE_TYPES), x_tr["num"].shape[1], clues.N_SETTERS)
    _, saturation, _ = hooks.attach(net, p_drop=0.1, gen=gen)
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)
    sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.85)
    n = len(y_tr["log_s"])
    for epoch in range(epochs):
        order = torch.randperm(n, generator=gen)
        lt = lg = 0.0
        for k in range(0, n, batch):
            idx = order[k:k + batch]
            a, b = step(net, opt, clues.index(x_tr, idx), clues.index(y_tr, idx))
            lt, lg = lt + a, lg + b
        sched.step()
        med, acc = check(net, x_va, y_va)
        print(f"epoch {epoch}: time mse {lt / (n / batch):.3f}  give-up bce {lg / (n / batch):.3f}  "
              f"median |err| {med:.2f} min  give-up acc {acc:.3f}  tanh saturation {saturation.pop():.1%}")


if __name__ == "__main__":
    main()
