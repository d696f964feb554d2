import os
import tempfile

import torch
import torch.nn.functional as F

from denoiser import NoisePredictor
from ema import ModelEMA
from schedule import LinearSchedule

HPARAMS = {"steps": 300, "batch": 128, "lr": 2e-3, "ema_decay": 0.995, "diffusion_steps": 50}


def two_moons(n, g):
    t = torch.rand(n, generator=g) * torch.pi
    upper = torch.rand(n, generator=g) < 0.5
    x = torch.where(upper, t.cos(), 1 - t.cos())
    y = torch.where(upper, t.sin(), 0.5 - t.sin())
    return torch.stack([x, y], 1) + 0.05 * torch.randn(n, 2, generator=g)


def main(hp=HPARAMS):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(1)
    sched = LinearSchedule(hp["diffusion_steps"])
    model = NoisePredictor()
    ema = ModelEMA(model, decay=hp["ema_decay"])
    opt = torch.optim.AdamW(model.parameters(), lr=hp["lr"])
    for step in range(hp["steps"]):
        x0 = two_moons(hp["batch"], g)
        t = torch.randint(0, sched.steps, (hp["batch"],), generator=g)
        noise = torch.randn_like(x0)
        loss = F.mse_loss(model(sched.q_sample(x0, t, noise), t), noise)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()
        ema.update(model)
        if (step + 1) % 100 == 0:
            print(f"step {step + 1}: loss={loss.item():.4f}")
    samples = sched.sample(ema.module, 256, 2, g)
    print("ema sample mean", [round(v, 3) for v in samples.mean(0).tolist()])
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "ema.pt")
        torch.save(ema.state_dict(), path)
        print("saved ema checkpoint bytes:", os.path.getsize(path))


if __name__ == "__main__":
    main()
