import torch
import torch.nn.functional as F

from .data import sine_mixture, windows
from .model import Forecaster
from .utils import RunningMean, repackage


def train(epochs=3, window=25, aux_weight=0.1):
    torch.manual_seed(0)
    series = sine_mixture(batch=16, length=200)
    model = Forecaster()
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
    for epoch in range(epochs):
        state = None
        meter = RunningMean()
        for inputs, targets in windows(series, window):
            state = repackage(state)
            hidden, state = model(inputs, state)
            pred = model.next_value(hidden)
            main_loss = F.mse_loss(pred, targets)
            rough = model.smoothness(hidden).squeeze(-1)
            aux_loss = aux_weight * rough.diff(dim=1).pow(2).mean()
            optimizer.zero_grad()
            main_loss.backward(retain_graph=True)
            aux_loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            meter.update(main_loss.item(), inputs.size(1))
        print(f"epoch {epoch}: mse {meter.value:.4f}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    train()
