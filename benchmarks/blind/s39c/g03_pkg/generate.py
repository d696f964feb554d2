import torch


@torch.no_grad()
def sample(net, vocab, prime="the ", length=120, temperature=0.8, seed=0):
    g = torch.Generator().manual_seed(seed)
    net.eval()
    net.reset_state()
    ids = vocab.encode(prime)
    logits = net(torch.tensor(ids).view(-1, 1))[-1, 0]
    out = list(ids)
    for _ in range(length):
        probs = torch.softmax(logits / temperature, dim=-1)
        nxt = torch.multinomial(probs, 1, generator=g).item()
        out.append(nxt)
        logits = net(torch.tensor([[nxt]]))[-1, 0]
    return vocab.decode(out)
