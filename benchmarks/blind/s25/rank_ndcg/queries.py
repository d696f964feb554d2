import torch

FEATURES = 12
DOCS_PER_QUERY = 24


def search_logs(queries, generator):
    """Query-document feature vectors with graded relevance 0-3 from a hidden utility."""
    x = torch.randn(queries, DOCS_PER_QUERY, FEATURES, generator=generator)
    w = torch.linspace(1.0, -0.5, FEATURES)
    utility = x @ w + 0.8 * x[..., 0] * x[..., 1] - 0.5 * x[..., 2].pow(2)
    utility = utility + 0.5 * torch.randn(utility.shape, generator=generator)
    cuts = torch.quantile(utility.flatten(), torch.tensor([0.6, 0.85, 0.95]))
    relevance = torch.bucketize(utility, cuts).float()
    return x, relevance


def query_batches(x, relevance, size, generator):
    order = torch.randperm(x.size(0), generator=generator)
    for i in range(0, len(order), size):
        rows = order[i:i + size]
        yield x[rows], relevance[rows]
