import torch
import torch.nn.functional as F

from .backbone import PopNet
from .data import squeezes
from .trainer import Finetuner


def pretrain(gen, steps=300):
    net = PopNet()
    x, kind, db = squeezes(3000, gen, cold_storage=False)
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)
    for _ in range(steps):
        idx = torch.randint(0, 3000, (64,), generator=gen)
        logits, pred_db = net(x[idx])
        opt.zero_grad()
        (F.cross_entropy(logits, kind[idx]) + 10 * F.mse_loss(pred_db, db[idx])).backward()
        opt.step()
    return net


def main():
    torch.manual_seed(17)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(17)
    net = pretrain(gen)
    val = squeezes(800, gen, cold_storage=True)
    tuner = Finetuner(net, squeezes(300, gen, cold_storage=True), gen)
    tuner.setup()
    print("cold garage, before: acc %.3f, dB-MAE %.2f" % tuner.validate(*val))
    for step in range(200):
        task = tuner.step()
        if step % 50 == 0:
            print(f"step {step} task loss {task:.4f} |prompt| {tuner.prompt.shift.norm().item():.3f}")
    print("cold garage, after:  acc %.3f, dB-MAE %.2f" % tuner.validate(*val))


if __name__ == "__main__":
    main()
