import torch
from torch import nn

LAYERS = {}


class LayerRegistry(type):
    def __new__(mcls, name, bases, namespace):
        cls = super().__new__(mcls, name, bases, namespace)
        kind = namespace.get("kind")
        if kind is not None:
            LAYERS[kind] = cls
        return cls


class GraphLayer(nn.Module, metaclass=LayerRegistry):
    kind = None

    def aggregate(self, h, adjacency):
        return adjacency @ h


class GCNLayer(GraphLayer):
    kind = "gcn"

    def __init__(self, width):
        super().__init__()
        self.linear = nn.Linear(width, width)

    def forward(self, h, adjacency):
        degree = adjacency.sum(-1, keepdim=True) + 1.0
        return torch.relu(self.linear((self.aggregate(h, adjacency) + h) / degree))


class GINLayer(GraphLayer):
    kind = "gin"

    def __init__(self, width, eps=0.0):
        super().__init__()
        self.eps = eps
        self.mlp = nn.Sequential(nn.Linear(width, width), nn.ReLU(), nn.Linear(width, width))

    def forward(self, h, adjacency):
        return self.mlp((1 + self.eps) * h + self.aggregate(h, adjacency))


def build_layer(kind, **options):
    return LAYERS[kind](**options)
