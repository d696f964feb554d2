import torch

from .engine import errors, run_epoch
from .model import InkingModel
from .press import PAPERS, SETTINGS, impressions
from .probes import GateSaturation, gate_table


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(27)
    train = impressions(1500, gen)
    test = impressions(500, gen)

    model = InkingModel(len(SETTINGS), len(PAPERS))
    optimizer = torch.optim.Adamax(model.parameters(), lr=1e-2)
    probe = GateSaturation(model)
    density, gain = errors(model, test)
    print(f"untrained: density mae {density:.3f}, dot gain mae {gain:.2f} %")
    for epoch in range(20):
        run_epoch(model, optimizer, train, 50, gen, probes=[probe])
        signal = probe.epoch_summary()
        if epoch % 5 == 4:
            density, gain = errors(model, test)
            print(f"epoch {epoch + 1}: density mae {density:.3f}, dot gain mae {gain:.2f} %, "
                  f"gate gradient {signal:.2e}")
    gates = gate_table(model, len(PAPERS))
    for name, row in zip(PAPERS, gates):
        print(f"  {name:<11} " + " ".join(f"{v:.2f}" for v in row.tolist()))


if __name__ == "__main__":
    main()
