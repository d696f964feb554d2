import torch

from . import sensors
from .config import RunConfig
from .network import LeakEstimator
from .tbptt import ChunkedTrainer


def main(cfg=RunConfig()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    x_tr, y_tr = sensors.recordings(cfg.n_streams, cfg.stream_len, seed=1)
    x_va, y_va = sensors.recordings(8, cfg.stream_len, seed=2)

    net = LeakEstimator(sensors.N_SENSORS, cfg.hidden)
    trainer = ChunkedTrainer(net, torch.optim.Adam(net.parameters(), lr=cfg.lr), cfg.chunk, cfg.clip)
    n_chunks = -(-cfg.stream_len // cfg.chunk)
    for epoch in range(cfg.epochs):
        mse = trainer.fit_recordings(x_tr, y_tr)
        norms = trainer.grad_norms[-n_chunks:]
        print(f"epoch {epoch}  train mse {mse:.4f}  val MAE {trainer.mae(x_va, y_va):.4f}  "
              f"grad-norm first/last chunk {norms[0]:.2f}/{norms[-1]:.2f}")
    print(f"zero predictor MAE {y_va.abs().mean().item():.4f}")


if __name__ == "__main__":
    main()
