"""Matrix factorisation with genre/city side embeddings on the event side."""
import torch
from torch import nn

from .events import N_CITIES, N_GENRES


class FanEventMF(nn.Module):
    def __init__(self, n_fans, n_events, event_genre, event_city, fan_city, dim=24):
        super().__init__()
        self.fans = nn.Embedding(n_fans, dim)
        self.events = nn.Embedding(n_events, dim)
        self.genres = nn.Embedding(N_GENRES, dim)
        self.cities = nn.Embedding(N_CITIES, dim)
        self.event_bias = nn.Embedding(n_events, 1)
        for table in (self.fans, self.events, self.genres, self.cities):
            nn.init.normal_(table.weight, std=0.1)
        nn.init.zeros_(self.event_bias.weight)
        self.register_buffer("event_genre", event_genre)
        self.register_buffer("event_city", event_city)
        self.register_buffer("fan_city", fan_city)

    def fan_vectors(self, fan_ids):
        return self.fans(fan_ids) + self.cities(self.fan_city[fan_ids])

    def event_vectors(self, event_ids):
        return self.events(event_ids) + self.genres(self.event_genre[event_ids]) + self.cities(self.event_city[event_ids])

    def score(self, fan_ids, event_ids):
        return (self.fan_vectors(fan_ids) * self.event_vectors(event_ids)).sum(-1) + self.event_bias(event_ids).squeeze(-1)

    def score_all(self, fan_ids):
        all_events = torch.arange(self.events.num_embeddings)
        return self.fan_vectors(fan_ids) @ self.event_vectors(all_events).T + self.event_bias.weight.T
