import torch

from .losses import note_f1, onset_weighted_bce
from .pianoroll import batches


def training_losses(model, spec, roll, hp):
    """Yields the loss of every batch, one epoch after another."""
    for _ in range(hp["epochs"]):
        for x, y in batches(spec, roll, hp["batch_size"]):
            yield onset_weighted_bce(model(x), y, hp["onset_weight"])


def fit(model, spec, roll, hp):
    opt = torch.optim.Adam(model.parameters(), lr=hp["lr"])
    for step, loss in enumerate(training_losses(model, spec, roll, hp)):
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % hp["log_every"] == 0:
            with torch.no_grad():
                print(f"step {step} loss {loss.mean().item():.4f} frame F1 {note_f1(model(spec), roll):.3f}")
