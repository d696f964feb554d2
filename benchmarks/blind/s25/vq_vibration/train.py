import torch

from autoencoder import VQAutoencoder
from signals import snippets
from trainer import evaluate, train_epoch

CODES = 32


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(19)
    signals, _ = snippets(2000, gen)
    test_signals, _ = snippets(800, gen)
    model = VQAutoencoder(codes=CODES)
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    schedule = torch.optim.lr_scheduler.StepLR(optimizer, step_size=5, gamma=0.5)
    mse, ppl = evaluate(model, test_signals, CODES)
    print(f"signal variance {test_signals.var():.3f}; before: test mse {mse:.4f}, code perplexity {ppl:.1f}")
    for epoch in range(9):
        stats = train_epoch(model, optimizer, signals, 64, gen)
        schedule.step()
        if epoch % 3 == 2:
            mse, ppl = evaluate(model, test_signals, CODES)
            print(f"epoch {epoch}: train recon {stats['recon']:.4f}, vq {stats['vq']:.4f}, "
                  f"test mse {mse:.4f}, code perplexity {ppl:.1f}")


if __name__ == "__main__":
    main()
