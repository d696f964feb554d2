import torch
import torch.nn.functional as F

from .model import ShotModel
from .table import shots


def run(epochs=20, batch=128):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(147)
    xtr, ytr = shots(3000, gen)
    xva, yva = shots(600, gen)
    print(f"pot rate in training shots: {ytr['potted'].mean().item():.2f}")

    model = ShotModel(xtr.shape[1])
    opt = torch.optim.Adam(model.parameters(), lr=2e-3)
    for epoch in range(epochs):
        model.train()
        order = torch.randperm(len(xtr), generator=gen)
        for k in range(0, len(order), batch):
            i = order[k:k + batch]
            pot_logit, rest_xy = model(xtr[i])
            l_pot = F.binary_cross_entropy_with_logits(pot_logit, ytr["potted"][i])
            l_rest = F.mse_loss(rest_xy, ytr["rest"][i])
            opt.zero_grad()
            (l_pot + l_rest).backward()
            opt.step()
        model.eval()
        with torch.no_grad():
            pot_logit, rest_xy = model(xva)
            acc = ((pot_logit > 0).float() == yva["potted"]).float().mean().item()
            rest_err = (rest_xy - yva["rest"]).norm(dim=1).mean().item()
        print(f"epoch {epoch}: pot acc {acc:.3f}  cue-ball rest error {rest_err * 100:.1f} cm")


if __name__ == "__main__":
    run()
