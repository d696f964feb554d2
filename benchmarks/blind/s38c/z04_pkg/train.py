import torch
import torch.nn.functional as F

from .crowds import make_scenes
from .explain import count_attribution
from .hooks import FeatureTap
from .model import DensityNet

SETTINGS = {"n": 64, "batch": 16, "epochs": 3, "lr": 1e-3, "count_weight": 0.01, "attr_every": 4}


def main(s=SETTINGS):
    torch.manual_seed(0)
    images, density = make_scenes(s["n"])
    model = DensityNet()
    tap = FeatureTap(model.backend)
    opt = torch.optim.Adam(model.parameters(), lr=s["lr"])
    step = 0
    for epoch in range(s["epochs"]):
        perm = torch.randperm(s["n"])
        for i in range(0, s["n"], s["batch"]):
            idx = perm[i:i + s["batch"]]
            pred = model(images[idx])
            count_err = (pred.sum(dim=(1, 2, 3)) - density[idx].sum(dim=(1, 2, 3))).abs().mean()
            loss = F.mse_loss(pred, density[idx]) * 100 + s["count_weight"] * count_err
            opt.zero_grad()
            loss.backward()
            opt.step()
            step += 1
            if step % s["attr_every"] == 0:
                cam = count_attribution(tap)
                print(f"step {step} loss {loss.item():.4f} attribution coverage {(cam > 0.5).float().mean():.3f}")
        print(f"epoch {epoch} count MAE {count_err.item():.2f}")
    tap.remove()


if __name__ == "__main__":
    main()
