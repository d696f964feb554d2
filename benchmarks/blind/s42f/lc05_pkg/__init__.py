"""Playlist continuation: next-track GRU with a catalogue that grows between releases."""
