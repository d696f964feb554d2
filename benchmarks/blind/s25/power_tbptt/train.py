import torch

from power_tbptt.meter import as_streams, household_load
from power_tbptt.stateful import StatefulLSTM
from power_tbptt.tbptt import evaluate, run_epoch

SPAN = 48


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(2)
    fit_streams = as_streams(household_load(56, gen), streams=8)
    val_streams = as_streams(household_load(14, gen), streams=2)
    model = StatefulLSTM()
    optimizer = torch.optim.RMSprop(model.parameters(), lr=3e-3)
    naive = (val_streams[:, 1:, 0] - val_streams[:, :-1, 0]).pow(2).mean().item()
    print(f"val mse: last-value {naive:.4f}, untrained {evaluate(model, val_streams, SPAN):.4f}")
    for epoch in range(8):
        fit_mse = run_epoch(model, fit_streams, optimizer, SPAN)
        print(f"epoch {epoch}: train mse {fit_mse:.4f}, val mse {evaluate(model, val_streams, SPAN):.4f}")


if __name__ == "__main__":
    main()
