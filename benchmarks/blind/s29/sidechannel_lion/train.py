import torch
import torch.nn.functional as F

from sidechannel_lion.lion import Lion
from sidechannel_lion.model import profiling_cnn
from sidechannel_lion.traces import HAMMING, SBOX, capture


@torch.no_grad()
def key_rank(model, traces, plaintext, true_key):
    """Rank of the true key byte after accumulating log-likelihoods over all attack traces."""
    model.eval()
    log_probs = F.log_softmax(model(traces), dim=1)
    guesses = torch.arange(256)
    hw = HAMMING[SBOX[plaintext[:, None] ^ guesses[None, :]]]
    scores = log_probs.gather(1, hw).sum(0)
    model.train()
    return int((scores > scores[true_key]).sum())


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(31)
    traces, _, hw = capture(20000, key=0x3C, generator=rng)           # profiling device
    attack, attack_pt, _ = capture(400, key=0xA7, generator=rng)      # target device
    counts = torch.bincount(hw, minlength=9).float()
    model = profiling_cnn()
    optimizer = Lion(model.parameters(), lr=3e-4, weight_decay=0.1)
    print("key rank before profiling:", key_rank(model, attack, attack_pt, 0xA7))
    for epoch in range(4):
        order = torch.randperm(len(traces))
        for start in range(0, len(order), 100):
            idx = order[start:start + 100]
            loss = F.cross_entropy(model(traces[idx]), hw[idx], weight=(counts.sum() / counts).sqrt())
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        print(f"epoch {epoch}: loss {loss.item():.3f} key rank {key_rank(model, attack, attack_pt, 0xA7)}"
              f" with 400 traces, {key_rank(model, attack[:20], attack_pt[:20], 0xA7)} with 20")


if __name__ == "__main__":
    main()
