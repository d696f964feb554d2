import torch
import torch.nn.functional as F

from .backbone import LeafNet
from .leaves import jitter, make_split
from .losses import consistency, ramp_up
from .teacher import ema_update, make_teacher

HPARAMS = {"steps": 300, "batch_l": 16, "batch_u": 64, "lr": 3e-3, "ema": 0.99, "w_cons": 8.0, "ramp": 120}


@torch.no_grad()
def accuracy(net, x, y):
    was_training = net.training
    net.eval()
    acc = (net(x).argmax(1) == y).float().mean().item()
    net.train(was_training)
    return acc


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    (x_l, y_l), x_u, (x_te, y_te) = make_split()
    models = {"student": LeafNet()}
    models["teacher"] = make_teacher(models["student"])
    adam = torch.optim.Adam(models["student"].parameters(), lr=HPARAMS["lr"])

    for step in range(1, HPARAMS["steps"] + 1):
        li = torch.randint(0, x_l.size(0), (HPARAMS["batch_l"],))
        ui = torch.randint(0, x_u.size(0), (HPARAMS["batch_u"],))
        xb = torch.cat([x_l[li], x_u[ui]])
        s_out = models["student"](jitter(xb))
        t_out = models["teacher"](jitter(xb))
        sup = F.cross_entropy(s_out[: HPARAMS["batch_l"]], y_l[li])
        cons = consistency(s_out, t_out)
        objective = sup + HPARAMS["w_cons"] * ramp_up(step, HPARAMS["ramp"]) * cons
        adam.zero_grad()
        objective.backward()
        adam.step()
        ema_update(models["teacher"], models["student"], HPARAMS["ema"])
        if step % 100 == 0:
            print(f"step {step}: sup {sup.item():.3f} cons {cons.item():.4f} "
                  f"test acc student {accuracy(models['student'], x_te, y_te):.3f} "
                  f"teacher {accuracy(models['teacher'], x_te, y_te):.3f}")


if __name__ == "__main__":
    main()
