import torch

from . import evaluate as ev
from .data import two_moons
from .model import EpsNet
from .schedule import LinearSchedule

validate = torch.no_grad()(ev.validation_loss)
sample = torch.inference_mode()(ev.ancestral_sample)


def main(epochs=4, steps=100):
    torch.manual_seed(0)
    schedule = LinearSchedule()
    model = EpsNet()
    opt = torch.optim.AdamW(model.parameters(), lr=2e-3)
    val_data = two_moons(512)
    for epoch in range(epochs):
        model.train()
        for _ in range(steps):
            loss = ev.denoising_loss(model, schedule, two_moons(256))
            opt.zero_grad(set_to_none=True)
            loss.backward()
            opt.step()
        model.eval()
        val = validate(model, schedule, val_data)
        print(f"epoch {epoch}: train {loss.item():.4f} val {val:.4f}")
    xs = sample(model, schedule, 1000)
    print("sample mean", xs.mean(0).tolist(), "std", xs.std(0).tolist())


if __name__ == "__main__":
    main()
