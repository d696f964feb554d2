"""Flue-pipe voicing: relative levels of the first eight harmonics (dB re fundamental) from
pipe scale and voicing settings.  Stage 1 learns from a cheap jet-drive simulation; stage 2
adapts to pipes measured in one workshop (different languid style), first the head alone,
then the whole network at a lower rate.
"""
import torch
from torch import nn
import torch.nn.functional as F

SETTINGS = ("scale_ratio", "mouth_width", "cut_up", "toe_hole", "wind_mm", "nicking")
HARMONICS = 8

STAGES = (
    {"name": "head", "epochs": 3, "train_body": False},
    {"name": "full", "epochs": 4, "train_body": True},
)


def simulated_pipes(n, workshop=False, generator=None):
    g = generator
    x = torch.rand(n, len(SETTINGS), generator=g)
    scale, mouth, cut_up, toe, wind, nick = x.unbind(dim=1)
    k = torch.arange(1, HARMONICS + 1, dtype=torch.float32)
    brightness = 0.6 * mouth - 0.9 * cut_up + 0.4 * wind - 0.5 * scale
    slope = -(7.0 - 4.0 * brightness)[:, None] * torch.log2(k)
    odd_even = (0.8 + 2.0 * nick)[:, None] * ((k % 2) - 0.5)
    levels = slope + odd_even + 2.0 * toe[:, None] * torch.exp(-k / 3.0)
    if workshop:
        levels = levels - 1.8 * (cut_up[:, None] * torch.log2(k)) ** 2 + 1.2 * nick[:, None]
    levels = levels + 0.5 * torch.randn(levels.shape, generator=g)
    return x, levels[:, 1:]


class VoicingNet(nn.Module):
    def __init__(self, hidden=64):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(len(SETTINGS), hidden), nn.GELU(),
                                  nn.Linear(hidden, hidden), nn.GELU())
        self.head = nn.Linear(hidden, HARMONICS - 1)

    def forward(self, x):
        return self.head(self.body(x))


def set_body_trainable(model, flag):
    if not flag:
        model.body.requires_grad_(False)
        return
    for param in model.body.parameters():
        param.require_grad = True


def run_epochs(model, optimizer, x, y, epochs, batch_size=32):
    for _ in range(epochs):
        for idx in torch.randperm(x.shape[0]).split(batch_size):
            loss = F.mse_loss(model(x[idx]), y[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()


@torch.no_grad()
def rms_db(model, x, y):
    model.eval()
    value = (model(x) - y).pow(2).mean().sqrt().item()
    model.train()
    return round(value, 3)


def pretrain(model, n=6000):
    x, y = simulated_pipes(n)
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    run_epochs(model, optimizer, x, y, epochs=6, batch_size=128)


def adapt(model, x, y, x_test, y_test):
    optimizer = torch.optim.Adam([
        {"params": model.head.parameters(), "lr": 3e-3},
        {"params": model.body.parameters(), "lr": 5e-4},
    ])
    body_before = [p.detach().clone() for p in model.body.parameters()]
    for stage in STAGES:
        set_body_trainable(model, stage["train_body"])
        run_epochs(model, optimizer, x, y, stage["epochs"])
        print(f"stage {stage['name']}: workshop rms {rms_db(model, x_test, y_test)} dB")
    moved = sum((p - q).abs().sum().item() for p, q in zip(model.body.parameters(), body_before))
    print(f"total change of body weights during adaptation: {moved:.4f}")


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    model = VoicingNet()
    pretrain(model)
    x_sim, y_sim = simulated_pipes(500)
    x_ws, y_ws = simulated_pipes(240, workshop=True)
    x_test, y_test = simulated_pipes(400, workshop=True)
    print("simulation rms after pretraining:", rms_db(model, x_sim, y_sim), "dB")
    print("workshop rms before adapting:", rms_db(model, x_test, y_test), "dB")
    adapt(model, x_ws, y_ws, x_test, y_test)


if __name__ == "__main__":
    main()
