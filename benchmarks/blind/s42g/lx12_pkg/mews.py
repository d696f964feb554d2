import torch


def flight_logs(n, n_classes, seed):
    """Falconry mews records: weight vs. flying weight, food, temperature, moult -> readiness class."""
    g = torch.Generator().manual_seed(seed)
    weight_delta = torch.randn(n, generator=g) * 30           # g above flying weight
    food = torch.rand(n, generator=g) * 80                    # g fed yesterday
    temp = torch.rand(n, generator=g) * 25
    moult = torch.rand(n, generator=g)
    keenness = -0.04 * weight_delta - 0.02 * food + 0.03 * temp - 1.2 * moult + 1.5
    keenness = keenness + 0.3 * torch.randn(n, generator=g)
    edges = torch.linspace(-1.0, 1.5, n_classes + 1)[1:-1]
    label = torch.bucketize(keenness, edges)
    x = torch.stack([weight_delta / 30, food / 80, temp / 25, moult], 1)
    return x, label


def my_shard(x, y, rank, world_size):
    return x[rank::world_size], y[rank::world_size]
