import numpy as np
import torch

from .data import recordings
from .model import CausalPurrNet
from .streaming import test, train_on_stream

CFG = {"lr": 2e-3, "epochs": 3, "batch": 6, "chunk_frames": 16, "wave_weight": 0.5}


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    noisy, clean = recordings(18, 12000, seed=150)
    v_noisy, v_clean = recordings(3, 16000, seed=151)
    val_chunks = list(zip(v_noisy, v_clean))
    model = CausalPurrNet()
    opt = torch.optim.Adam(model.parameters(), lr=CFG["lr"])
    best, best_state = -1e9, None
    for epoch in range(CFG["epochs"]):
        for s in range(0, noisy.shape[0], CFG["batch"]):
            stats = train_on_stream(model, opt, noisy[s:s + CFG["batch"]], clean[s:s + CFG["batch"]],
                                    CFG["chunk_frames"], CFG["wave_weight"], probe=(s == 0))
            if s == 0:
                energy = stats["grad_energy"]
        snr = test(model, val_chunks, CFG["chunk_frames"])
        if snr > best:
            best, best_state = snr, {k: v.detach().clone() for k, v in model.state_dict().items()}
        print(f"epoch {epoch}: mag {np.mean(stats['mag']):.4f} wave {np.mean(stats['wave']):.4f} "
              f"val SNR {snr:.2f} dB, grad energy peak bin {int(energy.argmax())}")
    model.load_state_dict(best_state)
    print("restored best checkpoint: val SNR %.2f dB" % test(model, val_chunks, CFG["chunk_frames"]))


if __name__ == "__main__":
    main()
