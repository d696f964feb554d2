import torch
import torch.nn.functional as F

from . import cables
from .model import CableNet, predict
from .surgery import PCGrad


def losses_for(net, x, y, pos_weight):
    amp, logit = net(x)
    return [F.mse_loss(amp, y["amp"]),
            F.binary_cross_entropy_with_logits(logit, y["event"], pos_weight=pos_weight.sqrt())]


def validate(net, x, y):
    amp, prob = predict(net, x)
    rmse = (amp - y["amp"]).pow(2).mean().sqrt().item()
    flagged = prob > 0.5
    hits = (flagged & (y["event"] > 0)).sum().item()
    recall = hits / max(1, int(y["event"].sum().item()))
    precision = hits / max(1, int(flagged.sum().item()))
    return rmse, recall, precision


def main(epochs=20, batch=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(3)
    xtr, ytr = cables.ten_minute_records(2000, gen)
    xva, yva = cables.ten_minute_records(500, gen)
    pos_weight = (1 - ytr["event"].mean()) / ytr["event"].mean()
    print(f"RWIV events in training records: {ytr['event'].mean().item():.1%}")

    net = CableNet(len(cables.FEATURES))
    adam = torch.optim.Adam(net.parameters(), lr=3e-3)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(adam, T_max=epochs)
    surgeon = PCGrad(adam, net.shared_parameters())

    for epoch in range(epochs):
        net.train()
        order = torch.randperm(len(xtr), generator=gen)
        for k in range(0, len(order), batch):
            idx = order[k:k + batch]
            task_losses = losses_for(net, xtr[idx], {n: v[idx] for n, v in ytr.items()}, pos_weight)
            surgeon.backward(task_losses)
            adam.step()
        sched.step()
        net.eval()
        with torch.no_grad():
            rmse, rec, prec = validate(net, xva, yva)
        print(f"epoch {epoch}: log-amplitude RMSE {rmse:.3f}  event recall {rec:.2f}  "
              f"precision {prec:.2f}  conflicts so far {surgeon.conflicts}")


if __name__ == "__main__":
    main()
