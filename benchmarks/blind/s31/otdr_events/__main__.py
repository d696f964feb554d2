import torch

from .denoiser import TraceDenoiser, pretrain
from .prefetch import Prefetcher
from .probe import EventProbe, event_accuracy, fit_probe
from .traces import EVENTS, shot


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    test_noisy, _, test_labels = shot(500, torch.Generator().manual_seed(123))
    model = TraceDenoiser()
    mse = pretrain(model, Prefetcher(batches=120, batch_size=32, seed=1))
    print(f"denoiser pretrained, last mse {mse:.4f}")
    probe = EventProbe()
    acc = event_accuracy(model.encoder, probe, test_noisy, test_labels)
    print("untrained probe:", {e: round(a, 3) for e, a in zip(EVENTS, acc.tolist())})
    for epoch in range(3):
        seen = fit_probe(model.encoder, probe, Prefetcher(batches=40, batch_size=32, seed=10 + epoch))
        acc = event_accuracy(model.encoder, probe, test_noisy, test_labels)
        print(f"epoch {epoch} ({seen} shots):", {e: round(a, 3) for e, a in zip(EVENTS, acc.tolist())})


if __name__ == "__main__":
    main()
