import torch
import torch.nn.functional as F

from curve import CompactionCurve, init_params
from heavyball import HeavyBall
from mixes import FEATURES, PASSES, paving_lots, standardise
from report import summary


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    raw_tr, gauge_tr = paving_lots(600, seed=1)
    raw_te, gauge_te = paving_lots(200, seed=2)
    x_tr, x_te = standardise(raw_tr, raw_te)

    params = init_params(len(FEATURES), 24)
    model = CompactionCurve(params)
    opt = HeavyBall(params, lr=0.02, momentum=0.9)

    mae, need = summary(model, x_te, gauge_te, PASSES)
    print(f"untrained: density mae {mae:.2f} %Gmm, median passes to 92 % {need:.1f}")
    for epoch in range(1, 41):
        perm = torch.randperm(len(x_tr))
        for idx in perm.split(50):
            opt.zero_grad()
            pred = model(x_tr[idx], PASSES)
            loss = F.mse_loss(pred, gauge_tr[idx])
            loss.backward()
            opt.step()
        if epoch % 10 == 0:
            mae, need = summary(model, x_te, gauge_te, PASSES)
            print(f"epoch {epoch:2d}  train mse {loss.item():.3f}  test mae {mae:.2f} %Gmm  "
                  f"median passes to 92 % {need:.1f}")


if __name__ == "__main__":
    main()
