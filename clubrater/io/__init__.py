"""Readers and writers of the files a club exchanges: pure Python, no Qt, no database."""
