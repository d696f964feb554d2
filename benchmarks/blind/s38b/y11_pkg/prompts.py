import torch


def init_soft_prompt(encoder, n_tokens, device, from_vocab=True):
    dim = encoder.tok.embedding_dim
    if from_vocab:
        idx = torch.randint(0, encoder.tok.num_embeddings, (n_tokens,))
        init = encoder.tok.weight[idx].detach().clone()
        return init.to(device).requires_grad_(True)
    return torch.randn(n_tokens, dim, requires_grad=True).to(device) * 0.02
