import torch
import torch.nn.functional as F

from r04_speech_denoise_stft.config import TrainConfig
from r04_speech_denoise_stft.data import batches, make_split
from r04_speech_denoise_stft.losses import MultiResolutionSTFTLoss
from r04_speech_denoise_stft.model import ConvDenoiser


def snr(est, ref):
    return (10 * torch.log10(ref.pow(2).sum(1) / (ref - est).pow(2).sum(1))).mean().item()


@torch.no_grad()
def validate(model, mrstft, noisy, clean):
    model.eval()
    est = model(noisy)
    model.train()
    return snr(est, clean), mrstft(est, clean)


def main(cfg=TrainConfig()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    train_noisy, train_clean = make_split(cfg, cfg.n_train, seed=cfg.seed)
    valid_noisy, valid_clean = make_split(cfg, cfg.n_valid, seed=cfg.seed + 1)
    print(f"input snr {snr(valid_noisy, valid_clean):.2f} dB")

    model = ConvDenoiser(cfg.channels)
    mrstft = MultiResolutionSTFTLoss(cfg.fft_sizes, cfg.hop_sizes, cfg.win_lengths)
    optimizer = torch.optim.AdamW(model.parameters(), lr=cfg.lr, weight_decay=1e-4)
    val_snr, per_res = validate(model, mrstft, valid_noisy, valid_clean)
    print(f"untrained: snr {val_snr:.2f} dB | {mrstft.describe(per_res)}")

    gen = torch.Generator().manual_seed(cfg.seed)
    step = 0
    for epoch in range(1, cfg.epochs + 1):
        for noisy, clean in batches(train_noisy, train_clean, cfg.batch_size, gen):
            est = model(noisy)
            loss = F.l1_loss(est, clean) + cfg.stft_weight * mrstft(est, clean)
            optimizer.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 5.0)
            optimizer.step()
            step += 1
            if step % cfg.log_every == 0:
                print(f"step {step} loss {loss.item():.4f}")
        val_snr, per_res = validate(model, mrstft, valid_noisy, valid_clean)
        print(f"epoch {epoch}: snr {val_snr:.2f} dB | {mrstft.describe(per_res)}")


if __name__ == "__main__":
    main()
