"""Listener and episode towers. Id tables use sparse gradients."""
import torch
import torch.nn.functional as F
from torch import nn


class ListenerTower(nn.Module):
    def __init__(self, n_listeners, dim):
        super().__init__()
        self.ids = nn.Embedding(n_listeners, dim, sparse=True)
        self.hour = nn.Embedding(24, 8)
        self.mlp = nn.Sequential(nn.Linear(dim + 8, 64), nn.ReLU(), nn.Linear(64, dim))

    def forward(self, listener, hour):
        return self.mlp(torch.cat([self.ids(listener), self.hour(hour)], dim=1))


class EpisodeTower(nn.Module):
    def __init__(self, n_episodes, n_shows, n_tags, dim, episode_show, episode_tags):
        super().__init__()
        self.ids = nn.Embedding(n_episodes, dim, sparse=True)
        self.tags = nn.EmbeddingBag(n_tags, dim, mode="mean", sparse=True)
        self.show = nn.Embedding(n_shows, 16)
        self.mlp = nn.Sequential(nn.Linear(2 * dim + 16, 64), nn.ReLU(), nn.Linear(64, dim))
        self.register_buffer("episode_show", episode_show)
        self.register_buffer("episode_tags", episode_tags)

    def forward(self, episode):
        parts = [self.ids(episode), self.tags(self.episode_tags[episode]), self.show(self.episode_show[episode])]
        return self.mlp(torch.cat(parts, dim=1))


class PodcastRetriever(nn.Module):
    def __init__(self, catalog, meta, dim=32, temperature=0.1):
        super().__init__()
        self.listener_tower = ListenerTower(catalog.n_listeners, dim)
        self.episode_tower = EpisodeTower(catalog.n_episodes, catalog.n_shows, catalog.n_tags, dim,
                                          meta["episode_show"], meta["episode_tags"])
        self.temperature = temperature

    def embed_listeners(self, listener, hour):
        return F.normalize(self.listener_tower(listener, hour), dim=1)

    def embed_episodes(self, episode):
        return F.normalize(self.episode_tower(episode), dim=1)

    def sparse_modules(self):
        return [m for m in self.modules() if getattr(m, "sparse", False)]
